import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, -2.0, 3.0], device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid 会为反向传播保存其输出
torch.nn.Dropout(p=0.5, inplace=True)(y)  # 覆盖了这份已保存的输出
y.sum().backward()
