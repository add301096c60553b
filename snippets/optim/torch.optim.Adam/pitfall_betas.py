import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
# beta1 must lie in [0, 1); 1.0 would freeze the running mean of the gradient forever.
torch.optim.Adam(model.parameters(), lr=1e-3, betas=(1.0, 0.999))
