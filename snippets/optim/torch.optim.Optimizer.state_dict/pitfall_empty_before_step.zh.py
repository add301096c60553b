import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

sd = opt.state_dict()
print(sd["state"])  # Adam 惰性创建矩估计缓冲区，在第一次 step() 时才创建
exp_avg = sd["state"][0]["exp_avg"]
