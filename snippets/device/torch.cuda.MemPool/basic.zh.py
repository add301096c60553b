import torch

if torch.cuda.is_available():
    pool = torch.cuda.MemPool()
    with torch.cuda.use_mem_pool(pool):
        x = torch.empty(1024, 1024, device="cuda")  # 从这个池里取 4 MiB
    y = torch.empty(1024, 1024, device="cuda")  # 回到默认池
    print("the pool holds segments:", len(pool.snapshot()) > 0)
    print("pool id is a pair of ints:", len(pool.id) == 2)
else:
    print("no CUDA device: memory pools need a GPU")
