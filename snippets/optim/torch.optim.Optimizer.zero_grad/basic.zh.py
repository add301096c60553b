import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

model(torch.ones(1, 2, device=device)).sum().backward()
print(model.weight.grad)

opt.zero_grad()  # 默认 set_to_none=True
print(model.weight.grad)

model(torch.ones(1, 2, device=device)).sum().backward()
opt.zero_grad(set_to_none=False)  # 保留这些张量，用零填充
print(model.weight.grad)
