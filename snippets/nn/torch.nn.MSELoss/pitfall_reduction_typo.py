import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss(reduction="avg")  # accepted here...
print(criterion)
criterion(torch.zeros(2, device=device), torch.ones(2, device=device))  # ...fails at the first call
