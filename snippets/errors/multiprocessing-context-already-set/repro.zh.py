
import torch.multiprocessing as mp

if __name__ == "__main__":
    mp.set_start_method("spawn")  # 例如在你的脚本里
    mp.set_start_method("forkserver")  # 例如又在某个库或另一个入口点里
