import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=2, hidden_size=3, batch_first=True).to(device)

short = torch.randn(2, 2)
padded = pad_sequence([torch.randn(4, 2), short], batch_first=True).to(device)

out, _ = lstm(padded)
alone, _ = lstm(short.unsqueeze(0).to(device))

# 短序列的 output[:, -1] 是在 2 个填充步之后算出的，
# 因此与只跑 2 个真实时间步的结果不同
print(torch.allclose(out[1, -1], alone[0, -1]))
print(torch.allclose(out[1, 1], alone[0, -1]))  # 它真正的最后一个时间步
