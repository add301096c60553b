import torch

if torch.cuda.is_available():
    pool = torch.cuda.MemPool()
    with torch.cuda.use_mem_pool(pool):
        x = torch.empty(1024, 1024, device="cuda")  # 4 MiB taken from the pool
    y = torch.empty(1024, 1024, device="cuda")  # back to the default pool
    print("the pool holds segments:", len(pool.snapshot()) > 0)
    print("pool id is a pair of ints:", len(pool.id) == 2)
else:
    print("no CUDA device: memory pools need a GPU")
