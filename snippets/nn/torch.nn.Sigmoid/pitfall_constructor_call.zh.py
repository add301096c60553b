import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0], device=device)
print(torch.nn.Sigmoid()(x))  # 先创建模块，再调用它
torch.nn.Sigmoid(x)           # 把 x 传给了构造函数
