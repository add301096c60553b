
from torch.utils.data import default_collate

# __getitem__ returned None for a file it could not read
default_collate([None, None])
