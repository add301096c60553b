
import torch.multiprocessing as mp

if __name__ == "__main__":
    mp.set_start_method("spawn")  # e.g. in your script
    mp.set_start_method("forkserver")  # e.g. again in a library or in a second entry point
