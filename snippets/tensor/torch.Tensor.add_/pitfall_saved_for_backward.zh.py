import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
y = x.exp()   # exp 为反向传播保存了自己的输出
y.add_(1.0)   # ……而这一步把它覆盖了

print(y._version)  # 每次原地操作都会让版本计数器加一
y.sum().backward()
