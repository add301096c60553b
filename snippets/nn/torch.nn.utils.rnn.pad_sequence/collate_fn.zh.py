import torch
from torch.nn.utils.rnn import pad_sequence

PAD = 0


def collate(batch):
    tokens, labels = zip(*batch)
    lengths = torch.tensor([len(t) for t in tokens])
    padded = pad_sequence(tokens, batch_first=True, padding_value=PAD)
    mask = padded != PAD  # 真实 token 处为 True
    return padded, lengths, mask, torch.tensor(labels)


samples = [(torch.tensor([5, 8, 2]), 1), (torch.tensor([7]), 0)]
padded, lengths, mask, labels = collate(samples)
print(padded)
print(lengths, labels)
print(mask)
