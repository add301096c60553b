import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 长度各不相同的 token 序列，各带一个标签。
samples = [(torch.tensor([5, 3, 8]), 0), (torch.tensor([7]), 1), (torch.tensor([2, 9]), 0)]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)  # (B, max_len)
    return padded, lengths, torch.tensor(labels)


loader = DataLoader(samples, batch_size=3, collate_fn=pad_collate)
padded, lengths, labels = next(iter(loader))
padded = padded.to(device)
print(padded)
print(lengths, labels)
