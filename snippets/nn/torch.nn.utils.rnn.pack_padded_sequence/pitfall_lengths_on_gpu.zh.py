import torch
from torch.nn.utils.rnn import pack_padded_sequence

device = torch.device("cuda")

padded = torch.zeros(2, 3, 1, device=device)
lengths = torch.tensor([3, 2], device=device)  # 跟着批次一起搬到了 GPU 上

pack_padded_sequence(padded, lengths, batch_first=True)
