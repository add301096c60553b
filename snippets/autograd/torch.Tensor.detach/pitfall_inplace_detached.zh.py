import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
y = x.exp()  # exp 为反向传播保存了自己的输出
d = y.detach()
d.zero_()  # 对 detach 出来的张量做原地操作，也会改动 y 的存储
y.sum().backward()
