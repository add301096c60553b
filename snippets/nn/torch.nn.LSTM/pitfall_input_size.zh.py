import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.zeros(2, 5, 6, device=device)  # 每步 6 个特征，而 LSTM 按 4 个构建
lstm(x)
