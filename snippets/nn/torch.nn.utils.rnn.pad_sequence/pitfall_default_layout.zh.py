import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.ones(5, 8, device=device), torch.ones(3, 8, device=device)]  # 2 条序列，8 个特征
padded = pad_sequence(seqs)
# 默认 batch_first=False：得到 (max_len, batch, features)，而不是 (batch, max_len, features)
print(padded.shape)

lstm = torch.nn.LSTM(input_size=8, hidden_size=4, batch_first=True).to(device)
out, (h, c) = lstm(padded)
print(h.shape)  # 批次维是 5 而不是 2：不报错，但结果是错的
