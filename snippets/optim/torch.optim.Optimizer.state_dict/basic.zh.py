import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.ones(1, 2, device=device)).sum().backward()
opt.step()

sd = opt.state_dict()
print(list(sd.keys()))
print(list(sd["state"].keys()))  # 用整数索引，而不是参数名
print(sd["param_groups"][0]["params"], sd["param_groups"][0]["lr"])
print(sd["state"][0]["momentum_buffer"])
