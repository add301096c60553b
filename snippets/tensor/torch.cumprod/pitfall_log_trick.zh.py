import torch

x = torch.tensor([2.0, 0.0, 3.0], requires_grad=True)

via_log = torch.exp(torch.cumsum(torch.log(x), 0))   # 借助对数手写的累乘
via_log.sum().backward()
print(via_log.detach(), x.grad)                      # 0 使梯度出现 nan

x.grad = None
torch.cumprod(x, 0).sum().backward()
print(x.grad)                                        # cumprod 自带的反向传播能处理 0
print(torch.exp(torch.cumsum(torch.log(torch.tensor([2.0, -1.0])), 0)))   # 负数同样出错
