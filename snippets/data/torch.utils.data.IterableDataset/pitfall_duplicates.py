import torch
from torch.utils.data import DataLoader, IterableDataset


class Lines(IterableDataset):
    def __iter__(self):  # no get_worker_info(): every worker yields everything
        return iter(range(5))


batches = DataLoader(Lines(), batch_size=5, num_workers=2)
print(sorted(torch.cat(list(batches)).tolist()))  # each sample twice
