import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(2, 3, device=device)
wt = w.transpose(0, 1)
wt.mul_(0)                        # 对转置后的视图做原地操作……
print(w.sum().item())             # ……原张量也被清零了

w = torch.ones(2, 3, device=device)
wt = w.transpose(0, 1).clone()    # 独立的副本
wt.mul_(0)
print(w.sum().item())
