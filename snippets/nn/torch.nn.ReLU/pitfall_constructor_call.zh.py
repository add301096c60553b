import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([[-1.0, 2.0]], device=device)
linear = torch.nn.Linear(2, 2).to(device)

h = torch.nn.ReLU(x)  # 本意是 nn.ReLU()(x)：这里却构造了一个 inplace=x 的模块
print(type(h).__name__)
linear(h)
