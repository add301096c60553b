import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.tensor([1, 2, 3], device=device)
b = torch.tensor([4, 5], device=device)
c = torch.tensor([6], device=device)

print(pad_sequence([a, b, c]))  # 默认：(max_len, batch)
print(pad_sequence([a, b, c], batch_first=True, padding_value=-1))  # (batch, max_len)
print(pad_sequence([a, b, c], batch_first=True, padding_side="left"))

# 尾部维度保持不变：由特征向量组成的序列 (L_i, 2)
feats = [torch.ones(3, 2, device=device), torch.ones(1, 2, device=device)]
print(pad_sequence(feats, batch_first=True).shape)
