import torch
from torch.nn.utils.rnn import invert_permutation, pack_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0]), torch.tensor([6.0])]
packed = pack_sequence(seqs, enforce_sorted=False)

# 四个字段
print(packed.data)  # 先是各序列的第 0 步，再第 1 步……（长的在前）
print(packed.batch_sizes)  # 每个时间步仍在进行的序列数
print(packed.sorted_indices)  # 按长度排序后的批次下标
print(packed.unsorted_indices)  # 逆排列
print(torch.equal(invert_permutation(packed.sorted_indices), packed.unsorted_indices))

# .to() 搬运 data 和两个下标，batch_sizes 始终留在 CPU
moved = packed.to(device, torch.float64)
print(moved.data.dtype, moved.batch_sizes.device)

# 对打包后的值逐元素计算：替换 data 字段
doubled = packed._replace(data=packed.data * 2)
print(type(doubled).__name__, doubled.data)
