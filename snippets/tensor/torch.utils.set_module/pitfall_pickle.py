import pickle

from torch.utils import set_module


class Box:
    pass


set_module(Box, "mylib")  # but there is no importable mylib.Box
print(Box)
pickle.dumps(Box())  # torch.save, multiprocessing and DataLoader workers pickle too
