import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)).to(device)
opt = torch.optim.SGD(model[1].parameters(), lr=0.1)

# “把模型的其余部分加进来”——但 model.parameters() 里也包含 model[1] 的张量。
opt.add_param_group({"params": model.parameters(), "lr": 0.01})
