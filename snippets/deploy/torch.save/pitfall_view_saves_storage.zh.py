import os

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

big = torch.zeros(1_000_000, device=device)  # 4 MB 的 float32
first_ten = big[:10]  # big 存储上的一个视图

torch.save(first_ten, "view.pt")
torch.save(first_ten.clone(), "clone.pt")

print("view.pt  bytes:", os.path.getsize("view.pt"))
print("clone.pt bytes:", os.path.getsize("clone.pt"))
