import torch

price = torch.tensor([1.2345, -2.5678])
print(torch.round(price, decimals=2))        # round has decimals
print(torch.trunc(price * 100) / 100)        # truncate to 2 decimals by scaling
torch.trunc(price, decimals=2)               # trunc has no decimals parameter
