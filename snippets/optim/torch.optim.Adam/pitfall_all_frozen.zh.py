import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)).to(device)
model.requires_grad_(False)  # 本意只冻结 model[0]

torch.optim.Adam(filter(lambda p: p.requires_grad, model.parameters()), lr=1e-3)
