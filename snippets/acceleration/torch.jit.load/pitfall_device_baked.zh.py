import torch


def add_offset(x):
    return x + torch.zeros(x.shape[0], device=x.device)


device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
traced = torch.jit.trace(add_offset, torch.ones(2, device=device))
torch.jit.save(traced, "offset.pt")

loaded = torch.jit.load("offset.pt", map_location="cpu")
print(loaded.code)  # 设备是写在代码里的常量，不是从 x 取得的
