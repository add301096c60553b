import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss()
pred = torch.zeros(4, 2, device=device)
target = torch.zeros(4, 3, device=device)
criterion(pred, target)
