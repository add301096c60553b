import torch

x = torch.tensor([10, 20, 30])
keep = torch.tensor([1, 0, 1])        # 以 int64 存储的 0/1 掩码

print(~torch.tensor(1))               # 得到 -2，不是 0
print(~keep)                          # -2, -1, -2：不是取反后的掩码
print(x[~keep])                       # 当成从末尾数的下标：20, 30, 20
print(x[~keep.bool()])                # 想要的元素：20
