import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 0.0, 1.0, 2.0], device=device)
print(torch.exp(x))

# 整数输入得到浮点结果（默认数据类型）
print(torch.exp(torch.tensor([0, 1], device=device)).dtype)

# exp 与 log 互为逆运算
print(torch.allclose(torch.log(torch.exp(x)), x))
