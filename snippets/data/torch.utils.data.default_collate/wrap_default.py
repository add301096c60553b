import torch
from torch.utils.data import DataLoader, default_collate

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def collate_skip_none(batch):
    """Drop samples a dataset returned as None (e.g. unreadable files), then use the default."""
    batch = [sample for sample in batch if sample is not None]
    return default_collate(batch)


samples = [torch.tensor([1.0]), None, torch.tensor([3.0])]
for b in DataLoader(samples, batch_size=3, collate_fn=collate_skip_none):
    print(b.to(device).flatten())
