import pickle

from torch.utils import set_module


class Box:
    pass


set_module(Box, "mylib")  # 但并不存在可以导入的 mylib.Box
print(Box)
pickle.dumps(Box())  # torch.save、multiprocessing 和 DataLoader 工作进程也要 pickle
