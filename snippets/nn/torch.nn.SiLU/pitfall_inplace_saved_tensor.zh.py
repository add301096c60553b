import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
gate = torch.sigmoid(w)  # sigmoid 为反向传播保存了其输出
out = torch.nn.SiLU(inplace=True)(gate)  # ……而它在这里被覆盖了
out.sum().backward()
