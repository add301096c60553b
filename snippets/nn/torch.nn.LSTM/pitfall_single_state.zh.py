import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.zeros(2, 5, 4, device=device)
h0 = torch.zeros(1, 2, 3, device=device)

# 为 nn.GRU / nn.RNN 写的代码只传一个隐藏状态张量；
# LSTM 需要元组 (h0, c0)
lstm(x, h0)
