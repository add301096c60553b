import torch

device = torch.device("cuda")

lstm = torch.nn.LSTM(input_size=3, hidden_size=4).to(device)  # .to() 把权重合成一整块

# 给某个权重换上新的存储，破坏了 cuDNN 需要的那一整块
lstm.weight_hh_l0.data = lstm.weight_hh_l0.data.clone()
out, _ = lstm(torch.randn(5, 2, 3, device=device))
