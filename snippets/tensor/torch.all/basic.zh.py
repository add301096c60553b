import torch

x = torch.tensor([[1.0, 0.0, 2.0],
                  [3.0, 4.0, 5.0]])

print(torch.all(x > 0))           # 对整个张量得到一个 0 维布尔值
print((x > 0).all(dim=1))         # 按行
print(x.all(dim=0))               # 非零即视为 True，这里按列

ok = (x >= 0).all()
if ok:                            # 0 维张量可以用在 if 中
    print("all non-negative")

print(torch.tensor([float("nan")]).all())        # NaN 非零，所以为 True
print(torch.tensor([], dtype=torch.bool).all())  # 空张量：True
print(torch.tensor([1, 2], dtype=torch.uint8).all().dtype)  # 输入 uint8，输出也是 uint8
