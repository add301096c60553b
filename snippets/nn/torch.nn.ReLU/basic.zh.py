import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

relu = torch.nn.ReLU()
x = torch.tensor([-2.0, -0.5, 0.0, 1.5], device=device, requires_grad=True)
y = relu(x)
print(y)
y.sum().backward()
print(x.grad)  # x > 0 处为 1，其余为 0

model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 1)).to(device)
print(model(torch.zeros(2, 3, device=device)).shape)
