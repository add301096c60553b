import sqlite3

from torch.autograd import profiler


def write_tiny_nvprof_trace(path, cbid=211):
    # The tables the parser reads: NVTX markers, runtime calls, kernels.
    # A range is two markers with one id: a named one, then one of name 0.
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE StringTable (_id_ INTEGER, value TEXT);
        CREATE TABLE CUPTI_ACTIVITY_KIND_MARKER (id INTEGER, name INTEGER, timestamp INTEGER);
        CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (_id_ INTEGER, cbid INTEGER, start INTEGER,
                                                  "end" INTEGER, correlationId INTEGER);
        CREATE TABLE CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL (correlationId INTEGER, start INTEGER,
                                                            "end" INTEGER, name TEXT);
        INSERT INTO StringTable VALUES (1, 'aten::addmm'), (2, 'aten::relu');
        INSERT INTO CUPTI_ACTIVITY_KIND_MARKER VALUES (10, 1, 100), (10, 0, 180), (11, 2, 200), (11, 0, 230);
    """)
    db.execute("INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (1, ?, 110, 120, 7)", (cbid,))
    db.execute("INSERT INTO CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL VALUES (7, 130, 170, 'gemm_kernel')")
    db.commit()
    db.close()


# The kernel was launched through a runtime call other than cudaLaunchKernel (callback id 211).
write_tiny_nvprof_trace("trace.prof", cbid=307)
events = profiler.load_nvprof("trace.prof")
