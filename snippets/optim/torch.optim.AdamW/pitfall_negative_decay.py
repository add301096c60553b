import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
# A sign slip in a config file ("-1e-2" instead of "1e-2"):
torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=-1e-2)
