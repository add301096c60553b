import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])

print(x.sum())                          # 全部元素：0 维张量
print(x.sum(dim=0))                     # 把各行加起来 -> 形状 (3,)
print(x.sum(dim=1, keepdim=True))       # 每行一个，保留为 (2, 1)
print(x.sum(dim=(0, 1)))                # 一次对多个维度求和

# 整数和布尔输入以 int64 累加
print(torch.tensor([200, 100], dtype=torch.uint8).sum())
print(torch.tensor([True, False, True]).sum())
print(torch.tensor([1, 2], dtype=torch.int32).sum(dtype=torch.float32))
