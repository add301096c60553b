import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 整数 token id：填充值会被转换成序列的数据类型，
# 因此小数会被悄悄截断（0.5 -> 0，而 0 可能是一个真实的 id）
ids = [torch.tensor([3, 1, 2], device=device), torch.tensor([4], device=device)]
print(pad_sequence(ids, batch_first=True, padding_value=0.5))

# 选一个绝不可能是真实 id 的值，例如对标签序列用 -100
print(pad_sequence(ids, batch_first=True, padding_value=-100))
