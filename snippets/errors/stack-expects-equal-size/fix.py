import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.arange(3), torch.arange(5), torch.arange(2), torch.arange(4)]


def pad_collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True, padding_value=-1), lengths


loader = DataLoader(seqs, batch_size=2, collate_fn=pad_collate)
for padded, lengths in loader:
    padded = padded.to(device)
    print(padded.shape, lengths.tolist())
    print(padded.cpu())
