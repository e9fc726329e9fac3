/** An avatar as the library lists it (spec section 3, Avatar: "in the library card the same facts appear as..."). */
export interface LibraryAvatar {
  id: string;
  docId: string | null;
  docUrl: string | null;
  data: {
    name: string;
    img: string;
    age: number;
    gender: string;
    occupation: string;
    companyName: string;
    campaignName: string;
    favorite: boolean;
  };
}
