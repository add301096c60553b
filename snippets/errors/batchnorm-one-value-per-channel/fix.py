import torch
from torch.utils.data import DataLoader, TensorDataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8)).to(device)
data = TensorDataset(torch.randn(5, 4))  # 5 samples, batch_size 4: last batch has 1

# Training: drop the incomplete last batch.
for (x,) in DataLoader(data, batch_size=4, drop_last=True):
    print("train batch", x.shape, model(x.to(device)).shape)

# Inference on a single sample: eval() uses the running statistics.
model.eval()
print("eval", model(torch.ones(1, 4, device=device)).shape)
