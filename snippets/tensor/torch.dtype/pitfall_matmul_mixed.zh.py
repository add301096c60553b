import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.ones(2, 3, dtype=torch.float64, device=device)
b = torch.ones(3, 2, device=device)                    # float32
print((a[:, :2] + b.T[:, :2]).dtype)                   # 逐元素运算：会类型提升，不报错
a @ b                                                   # matmul：不做类型提升
