import torch
from torch.utils.data import DataLoader, TensorDataset

ds = TensorDataset(torch.arange(4.0))

if __name__ == "__main__":
    loader = DataLoader(
        ds,
        batch_size=2,
        num_workers=1,
        collate_fn=lambda batch: batch,  # lambdas cannot be pickled
        multiprocessing_context="spawn",  # the default on Windows/macOS; forkserver on Linux from Python 3.14
    )
    next(iter(loader))
