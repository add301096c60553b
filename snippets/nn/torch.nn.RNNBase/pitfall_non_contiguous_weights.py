import torch

device = torch.device("cuda")

lstm = torch.nn.LSTM(input_size=3, hidden_size=4).to(device)  # .to() packs the weights into one block

# Giving a weight new storage breaks the block cuDNN expects
lstm.weight_hh_l0.data = lstm.weight_hh_l0.data.clone()
out, _ = lstm(torch.randn(5, 2, 3, device=device))
