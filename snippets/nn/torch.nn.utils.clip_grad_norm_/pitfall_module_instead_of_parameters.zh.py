import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
model(torch.ones(1, 2, device=device)).sum().backward()
torch.nn.utils.clip_grad_norm_(model, max_norm=1.0)  # 应该传 model.parameters()
